"""Length-based, outline-aware splitting of a :class:`~kagflow.documents.readers.ParsedDocument` into chunks.

Tokens (:func:`count_tokens`): a run of word characters that are not CJK, a single CJK character
(Han, Kana, Hangul: each is one token), or a single other non-space character (punctuation,
symbols). Whitespace is not a token. Combining marks and Indic/Thai vowel signs stay inside their
word.

:func:`split_document` works section by section. A *section run* is a heading block and the blocks
after it up to the next heading or change of section path; a chunk never crosses from one run to
the next and carries the run's section path. Within a run, a chunk takes at most ``max_tokens``
tokens (a single longer token is a chunk of its own) and is cut at the best boundary in the last
half of its window (block start, else sentence end or table row, else line break, else any token
boundary). The next chunk of the same run starts about ``overlap_tokens`` tokens earlier, moved
forward to a sentence start when one lies in the first half of the overlap. A table block that
fits in ``max_tokens`` is never cut: the chunk ends before it and the next chunk starts at the
table (no overlap into the table). A table too long for one chunk is cut at row boundaries, and
every chunk that continues it begins with the table's header row (its first line, and a Markdown
rule line under it) repeated as the chunk's ``context``, so each piece of a table says what its
columns are; the header counts against ``max_tokens`` (it is not repeated when it would take more
than half of them).

A heading alone is not a chunk: a heading with no text of its own before the next heading (a
title above a subsection, an empty section) joins the chunk of the text that follows it, which
keeps that text's section path; a heading at the very end joins the chunk before it.

Chunks are slices of the document text at token boundaries after their context (``chunk.text ==
chunk.context + doc.text[chunk.start:chunk.end]``; the context is empty except in a continued
table), so they are safe for any script. ``page``/``page_end`` are the
page of the block holding the chunk's first token and the last page of the block holding its
last token (approximate inside a paragraph that spans a page break). ``line_start``/``line_end``
are the source lines of the chunk's first and last token, from its blocks' ``line`` plus the line
breaks before the token inside its block (kept within the block's lines); ``None`` for blocks
without source lines (PDF, Word, HTML, JSON passages).

Memory: a run's tokens are produced as the cuts reach them and dropped behind them, so the split
holds about one chunk's window of tokens (plus a few bytes per block) beyond the chunks it returns,
however long the document; a plain text file is a single run.
"""

from __future__ import annotations

import re
from array import array
from dataclasses import dataclass

from kagflow.documents.readers import Block, ParsedDocument

_CJK = (
    "\u1100-\u11ff\u2e80-\u2fdf\u3005-\u3007\u3021-\u3029\u3031-\u3035\u3038-\u303c"
    "\u3040-\u30ff\u3130-\u318f\u31a0-\u31bf\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff"
    "\ua960-\ua97f\uac00-\ud7ff\uf900-\ufaff\uff66-\uff9f\U00020000-\U0003134f"
)
_MARKS = "\u0300-\u036f\u0483-\u0489\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed" \
         "\u0900-\u0dff\u0e00-\u0e7f\u0f00-\u0fff\u1ab0-\u1aff\u1dc0-\u1dff\u200c\u200d\u20d0-\u20ff" \
         "\ufe00-\ufe0f\ufe20-\ufe2f"
# the word alternative must not run into CJK; marks join the word they follow
TOKEN_RE = re.compile(rf"[{_CJK}]|(?:[^\W{_CJK}]|[{_MARKS}])+|[^\w\s]")

#: Bumped when readers or the splitter change how the same file becomes chunks (2: PDF word gaps
#: relative to the font size, repeated table header rows, headings joined to their text; 3: source
#: line ranges and chunk hashes, Markdown through markdown-it-py); part of the parsed_chunks stage
#: settings, so an upgrade re-chunks every document once.
CHUNKING_VERSION = 3

_TERMINATORS = frozenset(".!?;。！？；…．")
_CJK_TERMINATORS = frozenset("。！？；…．")
_CLOSERS = frozenset("\"'”’)]}»」』）")

_BLOCK, _SENTENCE, _LINE, _NONE = 3, 2, 1, 0


@dataclass(frozen=True)
class Chunk:
    """A slice of a document's text, within one section."""

    seq: int  # 0-based order within the document
    start: int  # offsets into ParsedDocument.text
    end: int
    text: str
    page: int | None
    page_end: int | None
    section: tuple[str, ...]
    context: str = ""  # text repeated before the slice: a continued table's header row and "\n"
    line_start: int | None = None  # 1-based source line of the first token (None: no source lines)
    line_end: int | None = None  # source line of the last token


def count_tokens(text: str) -> int:
    """The number of tokens in ``text`` (see the module docstring)."""
    return sum(1 for _ in TOKEN_RE.finditer(text))


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` character offsets of the sentences of ``text``, in order, covering it.

    The splitter's sentence rule on plain text: a sentence ends after a terminator (``.!?;…``,
    optionally followed by closing quotes or brackets) when the next token does not start with a
    lower-case letter ("Dr. smith" stays one sentence), and after a CJK terminator always. Line
    breaks are not boundaries here (a table row or a heading is the caller's business).

    Returns:
        spans with ``spans[0][0] == 0`` and ``spans[-1][1] == len(text)``; ``[(0, 0)]`` for ``""``.
    """
    starts = [0]
    prev_tok = prev2_tok = ""
    prev_end = -1
    for m in TOKEN_RE.finditer(text):
        tok = m.group()
        if prev_end >= 0:
            ended = prev_tok in _TERMINATORS or (prev_tok in _CLOSERS and prev2_tok in _TERMINATORS)
            gap = text[prev_end:m.start()]
            if ended and (prev_tok in _CJK_TERMINATORS or (gap and not tok[0].islower())):
                starts.append(m.start())
        prev2_tok, prev_tok, prev_end = prev_tok, tok, m.end()
    return list(zip(starts, starts[1:] + [len(text)]))


def split_document(doc: ParsedDocument, max_tokens: int = 256, overlap_tokens: int = 32) -> list[Chunk]:
    """Split ``doc`` into chunks of at most ``max_tokens`` tokens, ``overlap_tokens`` overlapping.

    Raises:
        ValueError: ``max_tokens < 1`` or ``overlap_tokens`` outside ``[0, max_tokens)``.
    """
    if isinstance(max_tokens, bool) or not isinstance(max_tokens, int) or max_tokens < 1:
        raise ValueError(f"max_tokens must be an integer >= 1, got {max_tokens!r}")
    if isinstance(overlap_tokens, bool) or not isinstance(overlap_tokens, int) \
            or not 0 <= overlap_tokens < max_tokens:
        raise ValueError(f"overlap_tokens must be an integer with 0 <= overlap_tokens < max_tokens "
                         f"({max_tokens}), got {overlap_tokens!r}")
    chunks: list[Chunk] = []
    for section, run in _section_runs(doc.blocks):
        _split_run(doc.text, run, section, max_tokens, overlap_tokens, chunks)
    return chunks


def _section_runs(blocks: tuple[Block, ...]) -> list[tuple[tuple[str, ...], list[Block]]]:
    """``(section path, blocks)`` per run; a run of headings alone joins the next run (whose path
    it keeps), or the previous one at the end of the document."""
    runs: list[list[Block]] = []
    for block in blocks:
        if runs and block.kind != "heading" and block.section == runs[-1][-1].section:
            runs[-1].append(block)
        else:
            runs.append([block])
    merged: list[tuple[tuple[str, ...], list[Block]]] = []
    pending: list[Block] = []  # headings with no text of their own yet
    for run in runs:
        if all(b.kind == "heading" for b in run):
            pending.extend(run)
            continue
        content = [b for b in run if b.kind != "heading"]
        merged.append((content[0].section, pending + run))
        pending = []
    if pending:
        if merged:
            merged[-1][1].extend(pending)
        else:  # a document of headings only
            merged.append((pending[-1].section, pending))
    return merged


def _table_header(text: str, block: Block) -> tuple[int, str] | None:
    """``(end offset, header text)`` of a table block: its first line, with the Markdown rule line
    under it when there is one; None for a one-line table."""
    body = text[block.start:block.end]
    first = body.find("\n")
    if first < 0:
        return None
    end = first
    second = body.find("\n", first + 1)
    rule = body[first + 1: second if second >= 0 else len(body)]
    if second >= 0 and _RULE_LINE.match(rule) and "-" in rule:
        end = second
    return block.start + end, body[:end]


_RULE_LINE = re.compile(r"^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$")


class _RunTokens:
    """The tokens of one section run, produced on demand and dropped once behind the chunk being
    cut, so a split holds about one chunk's window of tokens however long the run is (a plain text
    file is one run). Indices are the run's token numbers; per token it keeps the start and end
    offsets, the quality of a cut just before it, the index of its block in the run and its source
    line (0: its block has no source lines), in typed arrays."""

    _BATCH = 1024  # tokens produced past the one asked for, per refill
    _KEEP = 4096  # dropped tokens are compacted away once this many lie behind the window

    def __init__(self, text: str, run: list[Block]) -> None:
        self.text, self.run = text, run
        self.base = 0  # run index of the first token kept
        self.starts, self.ends, self.owner, self.lines = array("q"), array("q"), array("q"), array("q")
        self.strength = bytearray()
        self.first_token = array("q", [-1]) * len(run)  # per block: its first token (-1: not reached)
        self.exhausted = False
        self._block = -1  # block being tokenized; its finditer and running state follow
        self._matches = iter(())
        self._prev_end, self._prev_tok, self._prev2_tok, self._line, self._line_cap = -1, "", "", 0, 0

    def has(self, i: int) -> bool:
        """Whether the run has a token ``i`` (producing tokens up to it, and a batch beyond)."""
        while self.base + len(self.starts) <= i:
            if self.exhausted:
                return False
            self._produce(i + self._BATCH)
        return True

    def total(self) -> int:
        """The run's number of tokens (produces them all: call once the end is near)."""
        while not self.exhausted:
            self._produce(self.base + len(self.starts) + self._BATCH)
        return self.base + len(self.starts)

    def forget_before(self, i: int) -> None:
        """Drop tokens before ``i``: no later cut looks behind the start of the current chunk."""
        drop = i - self.base
        if drop > self._KEEP:
            for column in (self.starts, self.ends, self.owner, self.lines, self.strength):
                del column[:drop]
            self.base = i

    def _produce(self, until: int) -> None:
        text, run = self.text, self.run
        starts, ends, strength, owner, lines = self.starts, self.ends, self.strength, self.owner, self.lines
        count = self.base + len(starts)
        while count < until:
            if self._block >= 0:
                b_index, block = self._block, run[self._block]
                prev_end, prev_tok, prev2_tok = self._prev_end, self._prev_tok, self._prev2_tok
                line, line_cap, table = self._line, self._line_cap, block.kind == "table"
                for m in self._matches:
                    s, e = m.span()
                    tok = m.group()
                    if prev_end < 0:
                        st = _BLOCK
                        if line:
                            line = min(line + text.count("\n", block.start, s), line_cap)
                    else:
                        gap = text[prev_end:s]
                        if line and "\n" in gap:
                            line = min(line + gap.count("\n"), line_cap)
                        ended = prev_tok in _TERMINATORS or (prev_tok in _CLOSERS and prev2_tok in _TERMINATORS)
                        row_break = table and "\n" in gap
                        sentence_end = ended and (prev_tok in _CJK_TERMINATORS or (gap and not tok[0].islower()))
                        if row_break or sentence_end:
                            st = _SENTENCE
                        elif "\n" in gap:
                            st = _LINE
                        else:
                            st = _NONE
                    starts.append(s)
                    ends.append(e)
                    strength.append(st)
                    owner.append(b_index)
                    lines.append(line)
                    prev_end, prev2_tok, prev_tok = e, prev_tok, tok
                    count += 1
                    if count >= until:
                        break
                self._prev_end, self._prev_tok, self._prev2_tok, self._line = prev_end, prev_tok, prev2_tok, line
                if count >= until:
                    return
            self._block += 1  # the block's tokens are all produced: start the next
            if self._block >= len(run):
                self.exhausted = True
                return
            block = run[self._block]
            self.first_token[self._block] = count
            self._matches = TOKEN_RE.finditer(text, block.start, block.end)
            self._prev_end, self._prev_tok, self._prev2_tok = -1, "", ""
            self._line = block.line or 0
            self._line_cap = (block.line_end or self._line) if self._line else 0


def _split_run(text: str, run: list[Block], section: tuple[str, ...], max_tokens: int, overlap: int,
               out: list[Chunk]) -> None:
    # tokens are produced as the cuts reach them and dropped behind them (_RunTokens): a run's
    # tokens are a whole document's for a plain text file, and holding them all cost ~7x the text
    tokens = _RunTokens(text, run)
    if not tokens.has(0):
        return
    fits = bytearray(len(run))  # per block: a table that fits whole in one chunk
    headers: dict[int, tuple[int, str, int]] = {}  # table block -> (header end offset, text, tokens)
    for b_index, block in enumerate(run):
        if block.kind == "table":
            n_block = 0
            for _ in TOKEN_RE.finditer(text, block.start, block.end):
                n_block += 1
                if n_block > max_tokens:
                    break
            fits[b_index] = 0 < n_block <= max_tokens
            found = _table_header(text, block)
            if found is not None and count_tokens(found[1]) <= max_tokens // 2:
                headers[b_index] = (found[0], found[1], count_tokens(found[1]))
    starts, ends, strength, owner, lines = tokens.starts, tokens.ends, tokens.strength, tokens.owner, tokens.lines
    first_token = tokens.first_token
    s = 0
    while True:
        tokens.forget_before(s)
        b = tokens.base  # token i is at i - b in the arrays below
        context, limit = "", max_tokens
        header = headers.get(owner[s - b])
        if header is not None and starts[s - b] >= header[0]:  # inside a table, past its header row
            context, limit = header[1] + "\n", max_tokens - header[2]
        min_fill = max(overlap + 1, limit // 2)
        if not tokens.has(s + limit):  # the rest of the run fits in this chunk
            e = next_s = tokens.total()
        else:
            hi = s + limit  # first token not in the chunk when cut at the limit
            hi_block = owner[hi - b]
            table_start = first_token[hi_block]
            if fits[hi_block] and table_start > s and strength[hi - b] != _BLOCK \
                    and any(run[owner[i - b]].kind != "heading" for i in range(s, table_start)):  # not headings alone
                e = next_s = table_start  # keep the table whole: cut before it, no overlap
            else:
                e = hi
                best = strength[hi - b]
                for i in range(hi - 1, s + min_fill - 1, -1):
                    if strength[i - b] > best:
                        e, best = i, strength[i - b]
                        if best == _BLOCK:
                            break
                next_s = e - overlap
                if overlap and fits[owner[e - b]] and first_token[owner[e - b]] == e:
                    next_s = e  # the next chunk starts a table that fits: no overlap into it
                elif overlap:
                    for i in range(next_s, e - overlap // 2):
                        if strength[i - b] >= _SENTENCE:
                            next_s = i
                            break
                next_s = max(next_s, s + 1)  # a short limit (a repeated header) still moves on
        first, last = run[owner[s - b]], run[owner[e - 1 - b]]
        begin, finish = starts[s - b], ends[e - 1 - b]
        out.append(Chunk(len(out), begin, finish, context + text[begin:finish],
                         first.page, last.page_end if last.page_end is not None else last.page,
                         section, context, lines[s - b] or None, lines[e - 1 - b] or None))
        if not tokens.has(e):
            return
        s = next_s
