"""Offline language detection of a chunk by script (which alphabet its letters are written in).

No model and no download: the text is counted per Unicode script in comparable units — a word (a
run of letters) in an alphabet, a character in Han, kana and Hangul syllables, which write about a
word or a syllable each — and the script with most units decides. Scripts map to a language code as follows (a script rule, so it names
the script's main language, it does not tell English from French):

=========================  ======  =====================================================
letters mostly in          code    note
=========================  ======  =====================================================
Han, with kana >= 10 %     ``ja``  Japanese mixes kanji with hiragana/katakana
Han (and no kana)          ``zh``  Chinese
Hangul                     ``ko``
Latin                      ``en``  read as English: the offline spaCy pipeline is English
Cyrillic / Greek / Arabic  ``ru`` / ``el`` / ``ar``
Hebrew / Thai / Devanagari ``he`` / ``th`` / ``hi``
no letters                 ``und`` numbers or punctuation only
=========================  ======  =====================================================

Only ``en`` chunks go through the English spaCy pipeline (:data:`SPACY_LANGUAGES`); every chunk
goes through gazetteer linking, and through model extraction when one is configured.
"""

from __future__ import annotations

import unicodedata
from collections import Counter

#: version of the rule below: part of the NER stage's settings (a new rule re-reads every file)
RULE_VERSION = "script-1"
#: languages the offline English NER pipeline reads
SPACY_LANGUAGES = frozenset({"en"})
#: share of kana among Han + kana letters from which a text is Japanese
KANA_SHARE = 0.1


def _script(ch: str) -> str | None:
    o = ord(ch)
    if 0x3040 <= o <= 0x30FF or 0x31F0 <= o <= 0x31FF or 0xFF66 <= o <= 0xFF9D:
        return "kana"
    if 0x4E00 <= o <= 0x9FFF or 0x3400 <= o <= 0x4DBF or 0x20000 <= o <= 0x2FA1F or 0xF900 <= o <= 0xFAFF:
        return "han"
    if 0xAC00 <= o <= 0xD7AF or 0x1100 <= o <= 0x11FF or 0x3130 <= o <= 0x318F:
        return "hangul"
    if not ch.isalpha():
        return None
    try:
        name = unicodedata.name(ch)
    except ValueError:
        return None
    for script in ("LATIN", "CYRILLIC", "GREEK", "ARABIC", "HEBREW", "THAI", "DEVANAGARI"):
        if name.startswith(script) or f" {script} " in f" {name} ":
            return script.lower()
    return "other"


_CODES = {"latin": "en", "cyrillic": "ru", "greek": "el", "arabic": "ar", "hebrew": "he", "thai": "th",
          "devanagari": "hi", "hangul": "ko", "other": "und"}


def detect_language(text: str) -> str:
    """The language code of ``text`` by the script rule of the module docstring.

    Examples:
        >>> detect_language("周星驰是香港演员。")
        'zh'
        >>> detect_language("Sherlock Holmes lived at 221B Baker Street.")
        'en'
        >>> detect_language("東京は日本の首都です。")
        'ja'
        >>> detect_language("2023-10-15")
        'und'
    """
    counts: Counter = Counter()
    previous = None
    for ch in text:
        script = _script(ch)
        if script is not None and (script != previous or script in ("han", "kana", "hangul")):
            counts[script] += 1  # a new word of an alphabet, or one more CJK character
        previous = script
    if not counts:
        return "und"
    cjk = counts["han"] + counts["kana"]
    others = {k: v for k, v in counts.items() if k not in ("han", "kana")}
    if cjk and cjk >= max(others.values(), default=0):
        return "ja" if counts["kana"] >= KANA_SHARE * cjk else "zh"
    script = max(others, key=lambda k: (others[k], k))
    return _CODES.get(script, "und")
