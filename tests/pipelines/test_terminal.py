"""The command line's printer (kagflow.pipelines.terminal): plain text into a pipe, ANSI styles on
a terminal, rich for anything else (tables)."""

from __future__ import annotations

import io

from kagflow.pipelines.terminal import Console, Text


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_pipe_gets_the_plain_text_and_a_terminal_the_styles(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    line = Text.assemble(("Step 1 ", "bold"), "Retrieval(s=s1:Company[`Acme Motors`])")
    pipe, tty = io.StringIO(), _Tty()
    monkeypatch.setattr("sys.stdout", pipe)
    Console().print(line)
    Console().print("  fallback: kg_cs", style="yellow")
    assert pipe.getvalue() == "Step 1 Retrieval(s=s1:Company[`Acme Motors`])\n  fallback: kg_cs\n"
    monkeypatch.setattr("sys.stdout", tty)
    Console().print(line)
    Console().print(Text("note:", "bold yellow"), "x")
    assert tty.getvalue() == "\x1b[1mStep 1 \x1b[0mRetrieval(s=s1:Company[`Acme Motors`])\n\x1b[1;33mnote:\x1b[0m x\n"


def test_no_color_turns_the_styles_off_on_a_terminal(monkeypatch):
    tty = _Tty()
    monkeypatch.setattr("sys.stdout", tty)
    monkeypatch.setenv("NO_COLOR", "1")
    Console().print(Text("answer:", "bold"), "[1834000]")
    assert tty.getvalue() == "answer: [1834000]\n"


def test_a_table_goes_through_rich_on_the_same_stream(monkeypatch):
    from rich.table import Table

    pipe = io.StringIO()
    monkeypatch.setattr("sys.stderr", pipe)
    table = Table("table", "rows")
    table.add_row("chunks", "14")
    Console(stderr=True).print(table)
    assert "chunks" in pipe.getvalue() and "14" in pipe.getvalue()


def test_a_character_the_stream_cannot_encode_is_replaced(monkeypatch):
    raw = io.BytesIO()
    latin = io.TextIOWrapper(raw, encoding="latin-1")
    monkeypatch.setattr("sys.stdout", latin)
    Console().print("Zürich → Genève")
    assert raw.getvalue().decode("latin-1") == "Zürich ? Genève\n"
