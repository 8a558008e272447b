"""Offline language detection of a chunk: by script first, then by a language-ID model inside it.

Step 1, the script (no model): the text is counted per Unicode script in comparable units — a word
(a run of letters) in an alphabet, a character in Han, kana and Hangul syllables, which write about
a word or a syllable each — and the script with most units decides. Han, kana and Hangul decide
the language outright (``zh``/``ja``/``ko``; a character n-gram model reads short Chinese as Wu
Chinese, so the script rule is the better judge there).

Step 2, the language inside an alphabet shared by several languages (Latin, Cyrillic, Arabic):
`py3langid <https://pypi.org/project/py3langid/>`_ (a maintained fork of Lui & Baldwin's
langid.py, a naive Bayes classifier over byte n-grams whose model ships inside the wheel, so it
runs offline) chooses among the languages of that script (:data:`SCRIPT_LANGUAGES`). Its answer is
taken when its normalised probability is at least :data:`MIN_CONFIDENCE` and the text has at least
:data:`MIN_LETTERS` letters; otherwise (or when py3langid is not installed) the script's main
language stands, as in the table below. So French or German text is ``fr``/``de`` and stays out
of the English spaCy pipeline, while a short English heading or a name list stays ``en``.
Measured on the MuSiQue corpus (1,890 English Wikipedia passages): every passage ``en`` (12 below
the confidence bar, kept ``en`` by the fallback).

Script rule (step 1, and step 2's fallback):

=========================  ======  =====================================================
letters mostly in          code    note
=========================  ======  =====================================================
Han, with kana >= 10 %     ``ja``  Japanese mixes kanji with hiragana/katakana
Han (and no kana)          ``zh``  Chinese
Hangul                     ``ko``
Latin                      ``en``  unless py3langid is confident of another language
Cyrillic / Greek / Arabic  ``ru`` / ``el`` / ``ar``
Hebrew / Thai / Devanagari ``he`` / ``th`` / ``hi``
no letters                 ``und`` numbers or punctuation only
=========================  ======  =====================================================

Only ``en`` chunks go through the English spaCy pipeline (:data:`SPACY_LANGUAGES`); every chunk
goes through gazetteer linking, and through model extraction when one is configured.
"""

from __future__ import annotations

import copy
import re
import unicodedata
from collections import Counter
from functools import lru_cache

#: version of the rule below: part of the NER stage's settings (a new rule re-reads every file)
RULE_VERSION = "script-1+py3langid-1"
#: languages the offline English NER pipeline reads
SPACY_LANGUAGES = frozenset({"en"})
#: share of kana among Han + kana letters from which a text is Japanese
KANA_SHARE = 0.1
#: minimum normalised probability (0-1) of py3langid's answer inside a script
MIN_CONFIDENCE = 0.9
#: minimum number of letters for py3langid to be asked at all (shorter text: the script rule)
MIN_LETTERS = 12
#: languages py3langid may answer per script (its codes); the first is the script's fallback
SCRIPT_LANGUAGES: dict[str, tuple[str, ...]] = {
    "latin": ("en", "fr", "de", "es", "it", "pt", "nl", "sv", "da", "no", "fi", "pl", "cs", "sk", "ro", "hu", "tr",
              "id", "ms", "vi", "ca", "hr", "sl", "lt", "lv", "et", "is", "ga", "cy", "eu", "gl", "af", "sq", "la",
              "sw", "tl"),
    "cyrillic": ("ru", "uk", "bg", "sr", "mk", "be", "kk", "mn", "ky"),
    "arabic": ("ar", "fa", "ur", "ps", "ug"),
}

_identifiers: dict[str, object] = {}


@lru_cache(maxsize=1)
def language_model():
    """py3langid's identifier over all its languages, its model file read once per process (the
    file is LZMA-compressed: reading it takes a good part of a second); ``None`` when the library is
    missing. A multiprocess build's forkserver loads it before it forks the step processes."""
    try:
        from py3langid.langid import MODEL_FILE, LanguageIdentifier
    except ImportError:  # pragma: no cover - a dependency; the script rule still works
        return None
    return LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)


def _identifier(script: str):
    """py3langid's identifier restricted to ``script``'s languages (a copy of :func:`language_model`
    sharing its arrays; ``set_languages`` makes new ones); ``None`` when the library is missing."""
    if script not in _identifiers:
        model = language_model()
        identifier = None if model is None else copy.copy(model)
        if identifier is not None:
            identifier.set_languages(list(SCRIPT_LANGUAGES[script]))
        _identifiers[script] = identifier
    return _identifiers[script]


@lru_cache(maxsize=8192)  # a chunk's characters repeat: the Unicode name is looked up once per character
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


_ASCII_WORD = re.compile(r"[A-Za-z]+")

_CODES = {"latin": "en", "cyrillic": "ru", "greek": "el", "arabic": "ar", "hebrew": "he", "thai": "th",
          "devanagari": "hi", "hangul": "ko", "other": "und"}


def detect_language(text: str) -> str:
    """The language code of ``text``: its script, then py3langid inside an alphabet (module docstring).

    Examples:
        >>> detect_language("周星驰是香港演员。")
        'zh'
        >>> detect_language("Sherlock Holmes lived at 221B Baker Street.")
        'en'
        >>> detect_language("東京は日本の首都です。")
        'ja'
        >>> detect_language("2023-10-15")
        'und'
        >>> detect_language("Le chat dort sur la table de la cuisine.")
        'fr'
    """
    counts: Counter = Counter()
    letters = None
    if text.isascii():  # the loop below, shortened: ASCII letters are Latin, everything else no script
        words = _ASCII_WORD.findall(text)
        if words:
            counts["latin"] = len(words)
        letters = sum(map(len, words))
    else:
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
    fallback = _CODES.get(script, "und")
    if letters is None:
        letters = sum(ch.isalpha() for ch in text)
    if script in SCRIPT_LANGUAGES and letters >= MIN_LETTERS:
        identifier = _identifier(script)
        if identifier is not None:
            language, confidence = identifier.classify(text)
            if confidence >= MIN_CONFIDENCE:
                return language
    return fallback
