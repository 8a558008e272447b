"""Files of records a user hands a command: a JSON list of objects, or JSON Lines (one object a line).

``kagflow eval --questions`` and ``kagflow query --plans`` read them. Every record keeps its
position (1-based) and the line it starts on, so a bad record is named where an editor finds it:
``question 3 (line 14)``. A file holding one JSON object is one record (a JSON Lines file of one
line reads the same).
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path


class RecordFileError(ValueError):
    """The file cannot be read, is not JSON or JSON Lines, or is not a list of objects (located)."""


@dataclass(frozen=True)
class Record:
    """One object of a record file.

    Attributes:
        number: its position in the file, from 1.
        line: the line it starts on, from 1.
        data: the object.
    """

    number: int
    line: int
    data: dict

    def where(self, noun: str) -> str:
        """``"question 3 (line 14)"`` for ``noun="question"``."""
        return f"{noun} {self.number} (line {self.line})"


def read_text(path: str | Path) -> tuple[str, str]:
    """The text of ``path`` (``-``: standard input) and the name to give it in messages.

    Raises:
        RecordFileError: unreadable, or not UTF-8.
    """
    if str(path) == "-":
        try:
            return sys.stdin.read(), "<stdin>"
        except UnicodeDecodeError as exc:
            raise RecordFileError(f"<stdin>: not valid UTF-8 (byte {exc.start})") from exc
    path = Path(path)
    try:
        return path.read_text(encoding="utf-8-sig"), str(path)
    except UnicodeDecodeError as exc:
        raise RecordFileError(f"{path}: cannot read: not valid UTF-8 (byte {exc.start})") from exc
    except OSError as exc:
        raise RecordFileError(f"{path}: cannot read: {exc.strerror or exc}") from exc


def parse_records(text: str, source: str, noun: str) -> list[Record]:
    """The records of ``text``: a JSON list of objects, one JSON object, or JSON Lines.

    Args:
        text: the file's text.
        source: the file's name, for messages.
        noun: what a record is (``"question"``, ``"plan"``), for messages.

    Raises:
        RecordFileError: not JSON or JSON Lines (the line and column), not a list, empty, or a
            record that is not an object (its number and line).
    """
    try:
        data = json.loads(text)
    except json.JSONDecodeError as whole:
        records = _json_lines(text, source, whole)
    else:
        if isinstance(data, dict):
            records = [Record(1, _first_line(text), data)]
        elif isinstance(data, list):
            records = [Record(n, line, item) for n, (item, line) in enumerate(_array_items(text), start=1)]
        else:
            raise RecordFileError(f"{source}: expected a non-empty list of {noun} objects, not a JSON {_json_kind(data)}")
    if not records:
        raise RecordFileError(f"{source}: expected a non-empty list of {noun} objects; the file holds none")
    for record in records:
        if not isinstance(record.data, dict):
            raise RecordFileError(f"{source}: {record.where(noun)}: expected an object, not a JSON {_json_kind(record.data)}")
    return records


def read_records(path: str | Path, noun: str) -> tuple[str, list[Record]]:
    """``(name, records)`` of the file at ``path`` (``-``: standard input); see :func:`parse_records`."""
    text, source = read_text(path)
    return source, parse_records(text, source, noun)


def _json_lines(text: str, source: str, whole: json.JSONDecodeError) -> list[Record]:
    """JSON Lines; when the first line is no JSON value of its own the file was meant as one JSON
    document, and ``whole`` (its error) is the one to report."""
    records: list[Record] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            records.append(Record(len(records) + 1, number, json.loads(line)))
        except json.JSONDecodeError as exc:
            if not records:
                raise RecordFileError(f"{source}: line {whole.lineno}, column {whole.colno}: not valid JSON or JSON Lines: "
                                      f"{whole.msg}") from whole
            raise RecordFileError(f"{source}: line {number}, column {exc.colno}: not valid JSON Lines: {exc.msg}") from exc
    return records


def _array_items(text: str) -> list[tuple[object, int]]:
    """The items of a JSON array held by ``text`` (already known to parse) with the line each starts on."""
    decoder = json.JSONDecoder()
    i = _skip_space(text, text.index("[") + 1)
    items: list[tuple[object, int]] = []
    while text[i] != "]":
        value, end = decoder.raw_decode(text, i)
        items.append((value, text.count("\n", 0, i) + 1))
        i = _skip_space(text, end)
        if text[i] == ",":
            i = _skip_space(text, i + 1)
    return items


def _skip_space(text: str, i: int) -> int:
    while text[i] in " \t\r\n":
        i += 1
    return i


def _first_line(text: str) -> int:
    stripped = text.lstrip()
    return text[: len(text) - len(stripped)].count("\n") + 1


def _json_kind(value: object) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    return {str: "string", list: "list", dict: "object", type(None): "null"}.get(type(value), type(value).__name__)
