"""Where the outside world meets kagflow. Text from a person or a client (argv, standard input,
MCP arguments): the checks every entry point applies before any work starts, so that bad or
oversized input is one located line, never a traceback or an hour of work. Faults of the machine
(a full disk, a read-only folder, a missing permission, a folder removed): :func:`os_fault`
turns them into one line naming the path and the condition.

Bytes (plan and settings files through :func:`kagflow.sources.read_utf8`, standard
input) are decoded by :func:`decode_utf8`, source files (documents, tables) by
:func:`decode_source_text` (UTF-8, or UTF-16/UTF-32 with a byte order mark); text that is
already a ``str`` (argv, JSON arguments) goes through :func:`check_utf8_text`; a question or an MCP argument through :func:`check_text`.
Imports nothing heavy, so a refusal costs milliseconds.
"""

from __future__ import annotations

import codecs
import errno
import os

__all__ = ["MAX_K", "InputError", "NotUtf8Error", "check_k", "check_question", "check_text", "check_utf8_text",
           "decode_source_text", "decode_utf8", "os_fault", "text_error_location"]


class NotUtf8Error(ValueError):
    """A text file that must be UTF-8 (schema, plan, ``kagflow.yaml``) is not; ``str()`` is
    ``"{file}:{line}:{column}: ..."`` (column counted in bytes)."""


def _utf8_position(exc: UnicodeDecodeError) -> tuple[int, int, int, int]:
    """``(line, column, byte offset, byte value)`` of the first byte ``exc`` failed on (column in bytes)."""
    data, start = exc.object, exc.start
    line = data.count(b"\n", 0, start) + 1
    column = start - (data.rfind(b"\n", 0, start) + 1) + 1
    return line, column, start, data[start]


def utf8_error_location(exc: UnicodeDecodeError) -> str:
    """``"line L, column C (byte N): not valid UTF-8 (0xNN)"`` for a failed decode."""
    line, column, offset, value = _utf8_position(exc)
    return f"line {line}, column {column} (byte {offset}): not valid UTF-8 (0x{value:02x}); save the file as UTF-8"


#: Byte order marks of the encodings a source file may be in besides UTF-8, UTF-32's first (its
#: little-endian mark begins with UTF-16's), each with the codec that reads it (and drops it).
_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
         (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))


def decode_source_text(data: bytes) -> tuple[str, str]:
    """The text of a source file (a document or a table) and the encoding it was read in:
    UTF-32 or UTF-16 when it starts with that byte order mark (what Excel's and Notepad's
    "Unicode" save), else UTF-8 (a UTF-8 byte order mark dropped). The mark is never in the text.

    Args:
        data: the file's bytes.

    Returns:
        ``(text, encoding)``, encoding ``"utf-8"``, ``"utf-16"`` or ``"utf-32"``.

    Raises:
        UnicodeDecodeError: not valid in that encoding (``start`` is the byte offset in ``data``;
            :func:`text_error_location` words it).
    """
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return data.decode(encoding), encoding
    return data.decode("utf-8-sig"), "utf-8"


def text_error_location(exc: UnicodeDecodeError) -> tuple[int, str]:
    """``(line, "not valid UTF-16 at byte N")`` for a failed :func:`decode_source_text`: the 1-based
    line of the bad byte and what is wrong, in the encoding the file was read in."""
    data, start = exc.object, exc.start
    encoding = exc.encoding.lower().replace("_", "-")
    name = next((e for e in ("utf-32", "utf-16") if encoding.startswith(e)), "utf-8")
    before = data[:start].decode(name if name != "utf-8" else "utf-8-sig", errors="replace")
    return before.count("\n") + 1, f"not valid {name.upper()} at byte {start}"


def decode_utf8(data: bytes, source: str, advice: str = "save the file as UTF-8") -> str:
    """``data`` decoded as UTF-8 (a BOM dropped): the one decoder of text that enters kagflow
    (plan files, standard input, settings, schemas).

    Args:
        data: the bytes.
        source: their name in the error (a path, ``<stdin>``, ``the question``).
        advice: what the user should do, the error's last words.

    Raises:
        NotUtf8Error: ``"{source}:{line}:{column}: byte N (0xNN) is not valid UTF-8; {advice}"``.
    """
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line, column, offset, value = _utf8_position(exc)
        raise NotUtf8Error(f"{source}:{line}:{column}: byte {offset} (0x{value:02x}) is not valid UTF-8; {advice}") from None


def check_utf8_text(text: str, source: str, advice: str = "pass the text as UTF-8") -> str:
    """``text`` itself when every character in it is one UTF-8 can carry, else a located error.

    Text that reached Python through a surrogate escape (a command-line argument, or standard
    input read in the C locale, holding a byte that is not UTF-8) or through a JSON ``\\udXXX``
    escape holds lone surrogates, which DuckDB, the terminal and every encoder refuse with a
    traceback. This is where that text is stopped instead.

    Raises:
        NotUtf8Error: ``"{source}:{line}:{column}: byte N (0xNN) is not valid UTF-8; {advice}"``
            for an escaped byte (the position of that byte in the original bytes), or
            ``"...: U+D800 is a lone surrogate, not a character; ..."`` for any other.
    """
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError as exc:
        start = exc.start
    bad = text[start]
    if "\udc80" <= bad <= "\udcff":  # a byte the decoder escaped: locate it as the byte it was
        try:
            decode_utf8(text.encode("utf-8", "surrogateescape"), source, advice)
        except UnicodeEncodeError:  # a JSON escape beside one: report the first as a surrogate
            pass
    prefix = text[:start]
    line = prefix.count("\n") + 1
    column = start - (prefix.rfind("\n") + 1) + 1
    raise NotUtf8Error(f"{source}:{line}:{column}: U+{ord(bad):04X} is a lone surrogate, not a character; {advice}")



class InputError(ValueError):
    """Input refused before any work: empty, too long, or not UTF-8; ``str()`` is the one line."""


def check_text(text: object, what: str, max_chars: int, *, allow_empty: bool = False, source: str | None = None) -> str:
    """``text`` when it is a string of UTF-8-encodable characters, not blank (unless
    ``allow_empty``) and at most ``max_chars`` long.

    Args:
        text: the value as it arrived (an MCP argument may be any JSON value).
        what: its name in the error (``the question``, ``the plan``).
        max_chars: the longest accepted (``limits:`` in ``kagflow.yaml``).
        allow_empty: blank text passes.
        source: the name a not-UTF-8 error is located in (default ``what``).

    Raises:
        InputError: ``"{what} is empty"``, ``"{what} is N characters long; the limit is M
            (limits.max_question_chars in kagflow.yaml)"``, ``"{what} must be text"``, or the
            located :class:`NotUtf8Error` message.
    """
    if not isinstance(text, str):
        raise InputError(f"{what} must be text, not {type(text).__name__}")
    if len(text) > max_chars:  # first: a megabyte of text is refused without reading it
        raise InputError(f"{what} is {len(text):,} characters long; the limit is {max_chars:,}")
    if not allow_empty and not text.strip():
        raise InputError(f"{what} is empty")
    try:
        return check_utf8_text(text, source or what)
    except NotUtf8Error as exc:
        raise InputError(str(exc)) from None


def check_question(question: object, max_chars: int) -> str:
    """A question ``kagflow ask`` or an MCP tool may take (:func:`check_text`; the limit named as
    ``limits.max_question_chars``).

    Raises:
        InputError: empty, too long, or not UTF-8 (one line).
    """
    try:
        return check_text(question, "the question", max_chars, source="<question>")
    except InputError as exc:
        if "the limit is" in str(exc):
            raise InputError(f"{exc} (limits.max_question_chars in kagflow.yaml)") from None
        raise


#: The most passages one question or search may retrieve (``k``): the command line, the HTTP API
#: and the MCP tools all check it with :func:`check_k`.
MAX_K = 100


def check_k(k: object, name: str = "k") -> int:
    """``k`` when it is a whole number from 1 to :data:`MAX_K`.

    Args:
        k: the value as it arrived (an MCP or JSON argument may be any JSON value).
        name: its name in the error (``--k`` on the command line).

    Raises:
        InputError: ``"{name} must be between 1 and 100, not {k}"``.
    """
    if isinstance(k, bool) or not isinstance(k, int):
        raise InputError(f"{name} must be a whole number between 1 and {MAX_K}, not {k!r}")
    if not 1 <= k <= MAX_K:
        raise InputError(f"{name} must be between 1 and {MAX_K}, not {k}")
    return k


# -- faults of the machine ------------------------------------------------------------------------
#: What an operating-system error means to the person who runs kagflow, by errno.
OS_CONDITIONS = {
    errno.ENOSPC: "no space left on the device",
    errno.EDQUOT: "disk quota exceeded",
    errno.EROFS: "the file system is read-only",
    errno.EACCES: "permission denied",
    errno.EPERM: "operation not permitted",
    errno.ENOENT: "no such file or folder (removed while kagflow ran?)",
    errno.ENOTDIR: "a part of the path is not a folder",
    errno.EIO: "input/output error",
    errno.EMFILE: "too many open files",
    errno.ENAMETOOLONG: "the path is too long",
}
#: The same conditions as SQLite (Dagster's run storage, through SQLAlchemy) and DuckDB word them.
_WORDED = (
    ("database or disk is full", errno.ENOSPC), ("no space left on device", errno.ENOSPC),
    ("disk quota exceeded", errno.EDQUOT), ("read-only file system", errno.EROFS),
    ("attempt to write a readonly database", errno.EROFS), ("permission denied", errno.EACCES),
    ("unable to open database file", errno.ENOENT), ("disk i/o error", errno.EIO),
    ("no such file or directory", errno.ENOENT),
)


def _causes(exc: BaseException):
    """``exc`` and what it wraps: ``__cause__``/``__context__``, Dagster's ``user_exception``,
    SQLAlchemy's ``orig``."""
    seen: set[int] = set()
    todo = [exc]
    while todo:
        current = todo.pop(0)
        if current is None or id(current) in seen:
            continue
        seen.add(id(current))
        yield current
        todo.extend(getattr(current, name, None) for name in ("user_exception", "orig", "__cause__", "__context__"))


def os_fault(exc: BaseException, where: str | os.PathLike | None = None) -> str | None:
    """One line for an operating-system fault anywhere in ``exc``'s chain, or ``None`` when it
    holds none: ``"{path}: {condition}"`` (``/p/.kagflow/kg.staging.duckdb: no space left on the
    device``), the path from the error, else ``where``.

    Args:
        exc: what was raised (an ``OSError``, or a Dagster, SQLAlchemy or DuckDB error around one).
        where: the path to name when the error does not carry one (SQLite's messages do not).
    """
    for current in _causes(exc):
        if isinstance(current, OSError) and current.errno in OS_CONDITIONS:
            path = current.filename if current.filename is not None else where
            return f"{os.fsdecode(path) if path is not None else 'a file'}: {OS_CONDITIONS[current.errno]}"
    for current in _causes(exc):
        if type(current).__module__.split(".")[0] not in ("sqlite3", "sqlalchemy", "duckdb", "_duckdb"):
            continue  # only the storage engines word OS faults in their own text
        text = str(current).lower()
        for words, code in _WORDED:
            if words in text:
                return f"{os.fsdecode(where) if where is not None else 'a file'}: {OS_CONDITIONS[code]}"
    return None
