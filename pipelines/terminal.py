"""The command line's printer: plain lines, bold or coloured words on a terminal, nothing to import.

``kagflow query`` and ``ask`` print lines with a few styled words (a step's heading, a fallback, a
note); importing rich for that costs a one-plan process about a tenth of its CPU. :class:`Console`
prints :class:`Text` (text with styled spans) and strings itself, with ANSI styles only when its
stream is a terminal (and ``NO_COLOR`` is unset), and hands everything else (a ``rich.table.Table``, a status spinner) to a
rich console on the same stream, made on first use: the build's and eval's summaries keep rich.
:func:`server_logging` sets what the servers (``kagflow mcp``, ``kagflow serve``) log on standard error.
"""

from __future__ import annotations

import logging
import os
import sys
from typing import IO

# ANSI SGR codes of the styles the command line uses (a style is words: "bold yellow")
_SGR = {"bold": "1", "dim": "2", "red": "31", "green": "32", "yellow": "33", "blue": "34"}


class Text:
    """Text with styled spans, as ``rich.text.Text`` is used here.

    Args:
        text: the characters.
        style: a style for all of them (words of :data:`_SGR`; others are ignored).
    """

    def __init__(self, text: str = "", style: str | None = None):
        self.parts: list[tuple[str, str | None]] = [(text, style)] if text else []

    @classmethod
    def assemble(cls, *parts: str | tuple[str, str]) -> Text:
        """One Text of ``parts``: strings unstyled, ``(text, style)`` pairs styled."""
        out = cls()
        out.parts = [(p, None) if isinstance(p, str) else (str(p[0]), p[1]) for p in parts]
        return out

    @property
    def plain(self) -> str:
        """The characters without styles."""
        return "".join(text for text, _ in self.parts)

    def render(self, styled: bool) -> str:
        """The characters, each styled span in ANSI codes when ``styled``."""
        if not styled:
            return self.plain
        out = []
        for text, style in self.parts:
            codes = [_SGR[w] for w in (style or "").split() if w in _SGR]
            out.append(f"\x1b[{';'.join(codes)}m{text}\x1b[0m" if codes and text else text)
        return "".join(out)

    def __str__(self) -> str:
        return self.plain


class Console:
    """Prints lines to standard output (or ``stderr``), read at each call, so a test's capture
    sees them.

    Args:
        stderr: print to standard error.
    """

    def __init__(self, stderr: bool = False):
        self.stderr = stderr
        self._rich = None

    @property
    def file(self) -> IO[str]:
        return sys.stderr if self.stderr else sys.stdout

    @property
    def is_terminal(self) -> bool:
        """Whether the stream is a terminal (styles and the live status line are shown)."""
        isatty = getattr(self.file, "isatty", None)
        return bool(isatty and isatty())

    def print(self, *objects: object, style: str | None = None, end: str = "\n") -> None:
        """Print ``objects`` separated by spaces: strings and :class:`Text` here, anything else
        through rich (tables)."""
        if any(not isinstance(o, (str, Text)) for o in objects):
            self.rich().print(*objects, style=style, end=end)
            return
        styled = self.is_terminal and not os.environ.get("NO_COLOR")  # no-color.org, as rich does
        parts = [o.render(styled) if isinstance(o, Text) else (Text(o, style).render(styled) if style else o)
                 for o in objects]
        self._write(" ".join(parts) + end)

    log = print

    def status(self, *args, **kwargs):
        """rich's live status line (a spinner) on this stream."""
        return self.rich().status(*args, **kwargs)

    def rich(self):
        """A rich console on the same stream (imported on first use)."""
        if self._rich is None:
            from rich.console import Console as RichConsole

            self._rich = RichConsole(stderr=self.stderr, soft_wrap=True, markup=False, highlight=False)
        return self._rich

    def _write(self, text: str) -> None:
        stream = self.file
        try:
            stream.write(text)
        except UnicodeEncodeError:  # a terminal that cannot show a character: shown as '?'
            encoding = getattr(stream, "encoding", None) or "ascii"
            stream.write(text.encode(encoding, "replace").decode(encoding))
        stream.flush()


# -- log records on standard error (kagflow mcp, kagflow serve) ----------------------------------
LOG_LEVEL_ENV = "KAGFLOW_LOG_LEVEL"  # debug | info | warning (the default) | error: what the servers log on stderr
_LOG_LEVELS = {"debug": logging.DEBUG, "info": logging.INFO, "warning": logging.WARNING, "error": logging.ERROR}


class _StderrHandler(logging.StreamHandler):
    """A handler that writes to ``sys.stderr`` as it is at each record (not as it was when made)."""

    @property
    def stream(self):
        return sys.stderr

    @stream.setter
    def stream(self, _value) -> None:  # StreamHandler.__init__ sets it
        pass


_stderr_log: logging.Handler | None = None


def server_logging(err: Console) -> None:
    """Log records on standard error (``kagflow mcp``, ``kagflow serve``), warnings and errors only
    unless :data:`LOG_LEVEL_ENV` asks for more. The level is set on the handler, not on the
    loggers: a library may set its own logger to DEBUG when it is first imported (bm25s does,
    after this runs), and its records would pass a logger's level set before that."""
    global _stderr_log
    name = os.environ.get(LOG_LEVEL_ENV, "warning").strip().lower() or "warning"
    if name not in _LOG_LEVELS:
        err.print(f"warning: {LOG_LEVEL_ENV}={name!r} is not one of {', '.join(_LOG_LEVELS)}; logging warnings")
        name = "warning"
    root = logging.getLogger()
    if _stderr_log is None:  # one handler, however often a process calls this (tests call main() many times)
        _stderr_log = _StderrHandler()
        _stderr_log.setFormatter(logging.Formatter(logging.BASIC_FORMAT))
        root.addHandler(_stderr_log)
    _stderr_log.setLevel(_LOG_LEVELS[name])
    root.setLevel(min(_LOG_LEVELS[name], logging.WARNING))
