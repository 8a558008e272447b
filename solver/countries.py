"""Countries a question names, and the forms a table may hold them in.

Tables write a country as an ISO 3166-1 code ("US", "NOR"), an English name or a Chinese one; a
question says "美国" or "the United States". The forms come from pycountry's copy of the ISO 3166-1
table and its zh_CN translation (both inside the wheel: nothing is downloaded), so the schema
planner can restrict by the value a table holds (``Company.country == "US"`` for "美国的公司") and
can tell a country the question names but a reading leaves unread.
"""

from __future__ import annotations

import functools
import gettext
import re

from kagflow.solver.scoring import is_cjk


@functools.cache
def _forms() -> dict[str, frozenset[str]]:
    """Casefolded name -> every form of that country (codes, English names, the Chinese name), casefolded."""
    import pycountry

    try:
        zh = gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=["zh_CN"]).gettext
    except OSError:  # a build of pycountry without its translations: English names and codes only
        zh = None
    out: dict[str, frozenset[str]] = {}
    for c in pycountry.countries:
        names = {getattr(c, k, None) for k in ("name", "common_name", "official_name")} - {None}
        if zh is not None:
            names |= {zh(n) for n in names} - names
        forms = frozenset(x.casefold() for x in names | {c.alpha_2, c.alpha_3})
        for n in names:
            if len(n) >= 2 and (is_cjk(n[0]) or len(n) >= 4):
                out[n.casefold()] = forms
    return out


@functools.cache
def _pattern() -> re.Pattern:
    """One alternation of every name, longest first: Chinese anywhere, English as whole words."""
    names = sorted(_forms(), key=len, reverse=True)
    return re.compile("|".join(re.escape(n) if is_cjk(n[0]) else rf"(?<![a-z]){re.escape(n)}(?![a-z])" for n in names))


@functools.lru_cache(maxsize=1024)
def countries_named(text: str) -> dict[str, frozenset[str]]:
    """The country names ``text`` writes (a Chinese name anywhere, an English one as whole words;
    never a bare code, which is also a word: "US", "IT"), each with all its forms, casefolded.
    Cached: the planner asks it of each reading's leftover text.

    >>> sorted(countries_named("美国的公司里哪家成立最早")["美国"])[:4]
    ['united states', 'united states of america', 'us', 'usa']
    """
    forms = _forms()
    return {m.group(0): forms[m.group(0)] for m in _pattern().finditer(text.casefold())}
