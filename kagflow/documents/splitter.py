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
table (no overlap into the table). A table too long for one chunk is cut at row boundaries.

Chunks are slices of the document text at token boundaries (``chunk.text ==
doc.text[chunk.start:chunk.end]``), so they are safe for any script. ``page``/``page_end`` are the
page of the block holding the chunk's first token and the last page of the block holding its
last token (approximate inside a paragraph that spans a page break).
"""

from __future__ import annotations

import re
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


def count_tokens(text: str) -> int:
    """The number of tokens in ``text`` (see the module docstring)."""
    return sum(1 for _ in TOKEN_RE.finditer(text))


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
    for run in _section_runs(doc.blocks):
        _split_run(doc.text, run, max_tokens, overlap_tokens, chunks)
    return chunks


def _section_runs(blocks: tuple[Block, ...]) -> list[list[Block]]:
    runs: list[list[Block]] = []
    for block in blocks:
        if runs and block.kind != "heading" and block.section == runs[-1][-1].section:
            runs[-1].append(block)
        else:
            runs.append([block])
    return runs


def _split_run(text: str, run: list[Block], max_tokens: int, overlap: int, out: list[Chunk]) -> None:
    starts: list[int] = []  # token start offsets
    ends: list[int] = []  # token end offsets
    strength: list[int] = []  # quality of a cut just before token i
    owner: list[int] = []  # index into run of the block holding token i
    fits: list[bool] = []  # per block: a table that fits whole in one chunk
    first_token: list[int] = []  # per block: index of its first token
    for b_index, block in enumerate(run):
        first_token.append(len(starts))
        prev_end = -1
        prev_tok = ""
        prev2_tok = ""
        for m in TOKEN_RE.finditer(text, block.start, block.end):
            s, e = m.span()
            tok = m.group()
            if prev_end < 0:
                st = _BLOCK
            else:
                gap = text[prev_end:s]
                ended = prev_tok in _TERMINATORS or (prev_tok in _CLOSERS and prev2_tok in _TERMINATORS)
                row_break = "\n" in gap and block.kind == "table"
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
            prev_end, prev2_tok, prev_tok = e, prev_tok, tok
        n_block = len(starts) - first_token[-1]
        fits.append(block.kind == "table" and 0 < n_block <= max_tokens)
    n = len(starts)
    if n == 0:
        return
    section = run[0].section  # a heading's path ends with itself, as do its blocks'
    min_fill = max(overlap + 1, max_tokens // 2)
    s = 0
    while True:
        if n - s <= max_tokens:
            e, next_s = n, n
        else:
            hi = s + max_tokens  # first token not in the chunk when cut at the limit
            table_start = first_token[owner[hi]]
            if fits[owner[hi]] and table_start > s and strength[hi] != _BLOCK:
                e = next_s = table_start  # keep the table whole: cut before it, no overlap
            else:
                e = hi
                best = strength[hi]
                for i in range(hi - 1, s + min_fill - 1, -1):
                    if strength[i] > best:
                        e, best = i, strength[i]
                        if best == _BLOCK:
                            break
                next_s = e - overlap
                if overlap and fits[owner[e]] and first_token[owner[e]] == e:
                    next_s = e  # the next chunk starts a table that fits: no overlap into it
                elif overlap:
                    for i in range(next_s, e - overlap // 2):
                        if strength[i] >= _SENTENCE:
                            next_s = i
                            break
        first, last = run[owner[s]], run[owner[e - 1]]
        out.append(Chunk(len(out), starts[s], ends[e - 1], text[starts[s]:ends[e - 1]],
                         first.page, last.page_end if last.page_end is not None else last.page,
                         section))
        if e >= n:
            return
        s = next_s
