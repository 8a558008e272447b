"""Entity names: KAG-style official names and the folded key that groups aliases of one entity.

- :func:`official_name` — the name a mention stands for: whitespace and Unicode normalised,
  surrounding quotes and punctuation and a possessive dropped, a leading "the" dropped for
  organisations, places and the like, an organisation's legal-form suffix dropped, case normalised
  for names written all upper or all lower case.
- :func:`name_key` — the grouping key: the standardised name case-folded, accents and punctuation
  removed. Entity ids of text entities hash ``(type, name_key)``
  (:func:`kagflow.store.ids.entity_id_for`).

Pure functions of strings; no model, no spaCy.
"""

from __future__ import annotations

import re
import unicodedata

# Labels whose names lose a leading "the" ("the United Nations" -> "United Nations"). Titles of works
# ("The Godfather") and people keep it.
# Dates lose it too ("the 1990s" -> "1990s").
_THE_LABELS = frozenset(
    {
        "ORG",
        "GPE",
        "LOC",
        "FAC",
        "NORP",
        "EVENT",
        "PRODUCT",
        "LAW",
        "LANGUAGE",
        "DATE",
        "TIME",
    }
)
# Labels of names, whose case is normalised; values (dates, times, amounts) keep their case.
_NAME_LABELS = frozenset(
    {
        "PERSON",
        "ORG",
        "GPE",
        "LOC",
        "FAC",
        "NORP",
        "EVENT",
        "PRODUCT",
        "WORK_OF_ART",
        "LAW",
        "LANGUAGE",
    }
)
_ORG_LABELS = frozenset({"ORG"})

# Legal-form suffixes of organisations, matched case-insensitively as the last word (an optional
# comma before it, an optional period after it): "Acme Corp." / "ACME, Inc." / "Foo GmbH" -> drop.
_LEGAL_SUFFIXES = (
    r"inc|incorporated|ltd|limited|llc|l\.l\.c|corp|corporation|co|company|gmbh|plc|p\.l\.c|"
    r"s\.a|sa|ag|llp|l\.p|lp"
)
_LEGAL_SUFFIX_RE = re.compile(rf"(?:\s*,)?\s+(?:{_LEGAL_SUFFIXES})\.?$", re.IGNORECASE)
_POSSESSIVE_RE = re.compile(r"(?<=\w)['\u2019][sS]$|(?<=[sS])['\u2019]$")
_LEADING_THE_RE = re.compile(r"^the\s+", re.IGNORECASE)
_WS_RE = re.compile(r"\s+")
# Quotes and brackets that surround a name; stripped from both ends.
_QUOTES = "\"'`\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u201f\u00ab\u00bb\u2039\u203a"
# Words kept lower-case inside a title-cased name.
_SMALL_WORDS = frozenset(
    {
        "a",
        "an",
        "and",
        "as",
        "at",
        "by",
        "de",
        "del",
        "der",
        "di",
        "du",
        "for",
        "in",
        "la",
        "le",
        "of",
        "on",
        "or",
        "the",
        "to",
        "van",
        "von",
        "y",
    }
)


def is_punct(ch: str) -> bool:
    """True for Unicode punctuation and symbols, except ``# $ % & @ +`` (they belong in names)."""
    return unicodedata.category(ch)[0] in "PS" and ch not in "#$%&@+"


_CLOSERS = {"(": ")", "[": "]", "{": "}"}


def _balanced(text: str, opener: str, closer: str) -> bool:
    depth = 0
    for ch in text:
        if ch == opener:
            depth += 1
        elif ch == closer:
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def _strip_punct(name: str) -> str:
    """Strip quotes and punctuation around ``name``, keeping balanced brackets and abbreviations.

    A trailing period is kept when it ends an abbreviation: the last word holds another period
    ("U.S.") or is one letter ("John F."); otherwise it is stripped ("Jr." -> "Jr").
    """
    while name:
        first = name[0]
        closer = _CLOSERS.get(first)
        if (
            closer is not None
            and name[-1] == closer
            and _balanced(name[1:-1], first, closer)
        ):
            name = name[1:-1].strip()  # "(Apple)" -> "Apple"
            continue
        if first in _QUOTES or (is_punct(first) and first not in "([{"):
            name = name[1:].lstrip()
            continue
        if closer is not None and name.count(first) > name.count(closer):
            name = name[1:].lstrip()
            continue
        break
    while name:
        last = name[-1]
        if last in ")]}":
            opener = {")": "(", "]": "[", "}": "{"}[last]
            if name.count(opener) < name.count(last):
                name = name[:-1].rstrip()
                continue
            break
        if last == ".":
            word = name.rsplit(None, 1)[-1]
            if "." in word[:-1] or (len(word) == 2 and word[0].isalpha()):
                break  # abbreviation: "U.S.", "John F."
            name = name[:-1].rstrip()
            continue
        if last in _QUOTES or is_punct(last):
            name = name[:-1].rstrip()
            continue
        break
    return name


def _capitalise(word: str) -> str:
    """Upper-case the first letter of each hyphen/apostrophe-free segment: "jean-luc" -> "Jean-Luc"."""
    return "-".join(part[:1].upper() + part[1:] for part in word.split("-"))


def _normalise_case(name: str) -> str:
    """Title-case an all-caps multi-word name or an all-lower name; keep mixed case as written.

    All-caps single words are acronyms and stay ("IBM", "NASA"); in an all-caps multi-word name,
    words of up to three letters that are not small words stay upper-case ("FC BARCELONA" ->
    "FC Barcelona"). Small words ("of", "and", "de", ...) are lower-case except at the start.
    """
    letters = [ch for ch in name if ch.isalpha()]
    if not letters:
        return name
    words = name.split(" ")
    if all(ch.isupper() for ch in letters):
        if len(words) == 1:
            return name
        out = []
        for i, word in enumerate(words):
            lower = word.lower()
            if i > 0 and lower in _SMALL_WORDS:
                out.append(lower)
            elif sum(ch.isalpha() for ch in word) <= 3 and lower not in _SMALL_WORDS:
                out.append(word)
            else:
                out.append(_capitalise(lower))
        return " ".join(out)
    if all(ch.islower() for ch in letters):
        return " ".join(
            word if i > 0 and word in _SMALL_WORDS else _capitalise(word)
            for i, word in enumerate(words)
        )
    return name


def _standardise(text: str, *, drop_the: bool, drop_suffix: bool) -> str:
    name = _WS_RE.sub(" ", unicodedata.normalize("NFKC", text)).strip()
    while True:
        before = name
        name = _strip_punct(name)
        name = _POSSESSIVE_RE.sub("", name)
        if drop_the:
            rest = _LEADING_THE_RE.sub("", name)
            if rest and not all(is_punct(ch) for ch in rest):
                name = rest
        if drop_suffix:
            rest = _LEGAL_SUFFIX_RE.sub("", name)
            if rest and any(ch.isalnum() for ch in rest):
                name = rest
        if name == before:
            break
    return name


def official_name(text: str, label: str | None = None) -> str:
    """Standardised name of a mention (KAG's "name standardisation").

    Rules, in order (repeated until nothing changes):

    1. Unicode NFKC, whitespace runs collapsed to one space, ends stripped.
    2. Surrounding quotes and punctuation stripped; balanced brackets and a period that ends an
       abbreviation ("U.S.", "John F.") are kept.
    3. A trailing possessive removed: "McDonald's" -> "McDonald", "the Beatles'" -> "the Beatles".
    4. For ORG, GPE, LOC, FAC, NORP, EVENT, PRODUCT, LAW, LANGUAGE, DATE, TIME: a leading "the"
       dropped ("the United Nations" -> "United Nations", "the 1990s" -> "1990s"); titles of works
       and people keep it ("The Godfather").
    5. For ORG: a trailing legal-form suffix dropped (Inc, Incorporated, Ltd, Limited, LLC, Corp,
       Corporation, Co, Company, GmbH, PLC, S.A., SA, AG, LLP, LP; with or without a period or a
       comma before it): "Acme Corp." -> "Acme", "ACME, Inc." -> "ACME", "Foo Co., Ltd." -> "Foo".
    6. Case: an all-lower name is title-cased ("new york" -> "New York"); an all-caps name of
       several words is title-cased except short words ("UNITED NATIONS" -> "United Nations",
       "FC BARCELONA" -> "FC Barcelona"); a single all-caps word is an acronym and stays ("IBM");
       mixed case stays as written ("iPhone", "McDonald"). Only for names (PERSON, ORG, GPE, LOC,
       FAC, NORP, EVENT, PRODUCT, WORK_OF_ART, LAW, LANGUAGE) and ``label=None``: values such as
       DATE keep their case ("7 am", "two days").

    With ``label=None`` the label-independent rules (1-3, 6) apply. A name that a rule would
    empty is kept: "The Company" under ORG gives "Company".

    Examples:
        >>> official_name("  Apple   Inc. ", "ORG")
        'Apple'
        >>> official_name("McDonald's", "ORG")
        'McDonald'
        >>> official_name("the United States", "GPE")
        'United States'
        >>> official_name('"The Godfather"', "WORK_OF_ART")
        'The Godfather'
        >>> official_name("BARACK OBAMA", "PERSON")
        'Barack Obama'
    """
    name = _standardise(
        text,
        drop_the=label in _THE_LABELS,
        drop_suffix=label in _ORG_LABELS,
    )
    if not name:
        return _WS_RE.sub(" ", unicodedata.normalize("NFKC", text)).strip()
    if label is None or label in _NAME_LABELS:
        return _normalise_case(name)
    return name


def name_key(text: str) -> str:
    """Folded key that groups aliases of one entity: equal keys mean "probably the same name".

    The key is deliberately aggressive and label-independent: NFKC, possessive and surrounding
    punctuation removed, a leading "the" and a trailing legal-form suffix dropped (as for ORG in
    :func:`official_name`), accents removed (NFKD without combining marks), case-folded, periods
    and apostrophes deleted ("U.S." -> "us", "O'Brien" -> "obrien"), "&" read as "and", every
    other punctuation character read as a space, whitespace collapsed. Group within one schema
    type: the key alone does not tell a person from a company.

    Examples:
        >>> name_key("Acme Corp.") == name_key("ACME, Inc.") == "acme"
        True
        >>> name_key("Coca-Cola") == name_key("coca cola")
        True
        >>> name_key("Zürich") == name_key("Zurich") == "zurich"
        True
        >>> name_key("The Beatles'")
        'beatles'
    """
    name = _standardise(text, drop_the=True, drop_suffix=True)
    folded = unicodedata.normalize("NFKD", name.casefold())
    out: list[str] = []
    for ch in folded:
        if unicodedata.combining(ch):
            continue
        if ch in ".'\u2019\u2018`":
            continue
        if ch == "&":
            out.append(" and ")
        elif ch.isalnum():
            out.append(ch)
        else:
            out.append(" ")
    return _WS_RE.sub(" ", "".join(out)).strip()

